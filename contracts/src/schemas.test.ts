import { createUserSchema, idParamSchema, loginSchema, registerFormSchema, updateRoleSchema, MSG } from './index';
import { rejection } from './testing/rejection';

describe('loginSchema', () => {
  it('trims the email and keeps the password as typed', () => {
    expect(loginSchema.parse({ email: '  Ana@Mail.com ', password: ' secreto ' })).toEqual({
      email: 'ana@mail.com',
      password: ' secreto ',
    });
  });

  it('rejects blank fields with the spec-notes message', () => {
    expect(rejection(loginSchema, { email: '   ', password: 'x' })).toBe(MSG.camposObligatorios);
    const blankPassword = loginSchema.safeParse({ email: 'a@b.co', password: '   ' });
    expect(blankPassword.success).toBe(false);
  });
});

describe('registerFormSchema', () => {
  const valid = { nombre: ' Ana ', ubicacion: ' La Paz ', email: 'ana@mail.com', password: 'secreto', confirmPassword: 'secreto', aceptaTerminos: 'true' };

  it('accepts a complete form and trims the texts', () => {
    const parsed = registerFormSchema.parse(valid);
    expect(parsed.nombre).toBe('Ana');
    expect(parsed.ubicacion).toBe('La Paz');
  });

  it.each([
    ['a blank ubicación', { ...valid, ubicacion: '  ' }, MSG.camposObligatorios],
    ['a short password', { ...valid, password: '12345', confirmPassword: '12345' }, MSG.contrasenaCorta],
    ['different passwords', { ...valid, confirmPassword: 'otra' }, MSG.contrasenasNoCoinciden],
    ['a malformed email', { ...valid, email: 'no-es-correo' }, MSG.emailInvalido],
    ['the terms unchecked', { ...valid, aceptaTerminos: undefined }, MSG.terminosObligatorios],
  ])('rejects %s', (_label, input, message) => {
    expect(rejection(registerFormSchema, input)).toBe(message);
  });
});

describe('user administration schemas', () => {
  it('requires nombre, email and password to create a user', () => {
    expect(rejection(createUserSchema, { nombre: 'Ana', email: '', password: 'secreto' })).toBe(MSG.faltanCamposUsuario);
  });

  it('accepts only numeric ids', () => {
    expect(idParamSchema.parse({ id: '42' })).toEqual({ id: 42 });
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      expect(rejection(idParamSchema, { id })).toBe(MSG.idInvalido);
    }
  });

  it('requires a known rol', () => {
    expect(updateRoleSchema.safeParse({}).success).toBe(false);
    expect(rejection(updateRoleSchema, { rol: 'rey' })).toBe(MSG.rolInvalido);
    expect(updateRoleSchema.parse({ rol: 'admin' })).toEqual({ rol: 'admin' });
  });
});
