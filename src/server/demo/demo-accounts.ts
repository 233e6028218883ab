import type { Role } from '../../shared/roles';

// Demo accounts loaded with the demo data (never in production); the README lists them.
export interface DemoAccount {
  key: 'player' | 'demo' | 'second' | 'admin';
  fullname: string;
  email: string;
  password: string;
  mobilenumber: string;
  role: Role;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    key: 'player',
    fullname: 'Priya Sharma',
    email: 'player@turfbook.example.com',
    password: 'player123',
    mobilenumber: '9820012345',
    role: 'user',
  },
  {
    key: 'demo',
    fullname: 'Rohan Mehta',
    email: 'owner@turfbook.example.com',
    password: 'owner123',
    mobilenumber: '9820054321',
    role: 'owner',
  },
  {
    key: 'second',
    fullname: 'Sana Khan',
    email: 'owner2@turfbook.example.com',
    password: 'owner123',
    mobilenumber: '9821098765',
    role: 'owner',
  },
  {
    key: 'admin',
    fullname: 'Admin',
    email: 'admin@turfbook.example.com',
    password: 'admin123',
    mobilenumber: '9820000000',
    role: 'admin',
  },
];
