import { login, verifyLogin } from './login';
import { logout } from './logout';
import { profile } from './profile';
import { register } from './register';

export const authService = { login, verifyLogin, register, logout, profile };
