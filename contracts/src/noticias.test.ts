import { MSG, noticiaInputSchema, noticiaUpdateSchema } from './index';
import { rejection } from './testing/rejection';

describe('noticiaInputSchema', () => {
  it('trims both fields', () => {
    expect(noticiaInputSchema.parse({ titulo: ' Hola ', descripcion: '  Diez letras  ' })).toEqual({ titulo: 'Hola', descripcion: 'Diez letras' });
  });

  it.each([
    ['a blank title', { titulo: ' ', descripcion: 'Descripción válida' }, MSG.camposObligatorios],
    ['a missing description', { titulo: 'T' }, MSG.camposObligatorios],
    ['9 characters', { titulo: 'T', descripcion: '123456789' }, MSG.noticiaDescripcion],
    ['1001 characters', { titulo: 'T', descripcion: 'x'.repeat(1001) }, MSG.noticiaDescripcion],
  ])('rejects %s', (_label, input, message) => {
    expect(rejection(noticiaInputSchema, input)).toBe(message);
  });

  it('accepts exactly 10 and 1000 characters; an update may send nothing', () => {
    expect(noticiaInputSchema.safeParse({ titulo: 'T', descripcion: 'x'.repeat(10) }).success).toBe(true);
    expect(noticiaInputSchema.safeParse({ titulo: 'T', descripcion: 'x'.repeat(1000) }).success).toBe(true);
    expect(noticiaUpdateSchema.parse({})).toEqual({});
  });
});
