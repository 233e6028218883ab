// Shapes of the public API (spec §3, §7) that client and server both speak, inferred from the
// contract in ./api; kept under these names so the client's imports need not know the files.

export type { ApiError, MessageAnswer, PublicConfig, SessionUser } from './api/common-contract';
export type {
  LoginRequest,
  LoginResponse,
  LogoutResponse,
  MeResponse,
  RegisterRequest,
  RegisterResponse,
} from './api/auth-contract';
