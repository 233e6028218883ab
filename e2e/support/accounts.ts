/** The admin that the e2e server is started with (through ADMIN_EMAIL / ADMIN_PASSWORD). */
export const E2E_ADMIN = { email: 'e2e-admin@turfbook.test', password: 'e2e-admin-pass' };
