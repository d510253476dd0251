import { logout } from './logout';
import { profile } from './profile';

export const authService = { logout, profile };
