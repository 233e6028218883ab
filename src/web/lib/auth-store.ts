import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { SessionUser } from '../../shared/api-types';
import { ROLES } from '../../shared/roles';
import { deviceStorage, forgetDeviceCopies } from './device-copies';

// The only client state kept in local storage (spec §3 "Auth state"): the logged-in user.
// The session itself lives in an httpOnly cookie; this copy lets the UI render at once,
// and the session check on load clears it when the cookie is no longer valid. Clearing it (logout,
// a dead session) or another person logging in forgets the copies saved for offline use
// (device-copies.ts, docs/decisions/060).

function forgetCopies() {
  const storage = deviceStorage();
  if (storage) forgetDeviceCopies(storage);
}

interface AuthState {
  user: SessionUser | null;
  setUser: (user: SessionUser) => void;
  clearUser: () => void;
}

export const AUTH_STORAGE_KEY = 'turfbook-auth';

function isSessionUser(value: unknown): value is SessionUser {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Record<string, unknown>;
  return (
    typeof user._id === 'string' &&
    typeof user.role === 'string' &&
    (ROLES as readonly string[]).includes(user.role)
  );
}

export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      user: null,
      setUser: (user) =>
        set((state) => {
          if (state.user && state.user._id !== user._id) forgetCopies();
          return { user };
        }),
      clearUser: () => {
        forgetCopies();
        set({ user: null });
      },
    }),
    {
      name: AUTH_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ user: state.user }),
      // Whatever is in storage is untrusted: keep it only if it looks like a session user.
      merge: (persisted, current) => {
        const stored = (persisted as { user?: unknown } | undefined)?.user;
        return { ...current, user: isSessionUser(stored) ? stored : null };
      },
    },
  ),
);
