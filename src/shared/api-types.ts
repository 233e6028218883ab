import type { Role } from './roles';

// Shapes of the public API (spec §3, §7) that client and server both speak.

export interface SessionUser {
  _id: string;
  id: string;
  fullname: string;
  email: string;
  mobilenumber: string;
  role: Role;
}

export interface ApiError {
  success: false;
  message: string;
}

export interface LoginResponse {
  success: true;
  message: string;
  user: SessionUser;
}

export interface RegisterResponse {
  success: true;
  message: string;
  user: SessionUser;
}

export interface MeResponse {
  success: true;
  user: SessionUser;
}

/** Runtime settings the browser needs; only this allow-listed subset of configuration leaves the server. */
export interface PublicConfig {
  currency: string;
  venueTimeZone: string;
  payment: { provider: 'local' | 'stripe'; publishableKey: string | null };
  images: {
    provider: 'local' | 'cloudinary';
    uploadUrl: string;
    cloudName: string | null;
    uploadPreset: string | null;
  };
}
