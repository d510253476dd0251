import { comentarioContenidoSchema, createComentarioSchema, MSG } from './index';
import { rejection } from './testing/rejection';

describe('comentarioContenidoSchema (the comment input)', () => {
  it('trims the text and refuses a blank one', () => {
    expect(comentarioContenidoSchema.parse('  Hola  ')).toBe('Hola');
    expect(rejection(comentarioContenidoSchema, '   ')).toBe(MSG.comentarioVacio);
  });

  it('takes up to 1000 characters, after trimming', () => {
    expect(comentarioContenidoSchema.parse(` ${'a'.repeat(1000)} `)).toHaveLength(1000);
    expect(rejection(comentarioContenidoSchema, 'a'.repeat(1001))).toBe('El campo comentario no puede tener más de 1000 caracteres.');
  });
});

describe('createComentarioSchema', () => {
  it('needs a whole positive publicacionId', () => {
    for (const publicacionId of [undefined, 0, 1.5, '3']) {
      expect(rejection(createComentarioSchema, { contenido: 'x', publicacionId })).toBe(MSG.idInvalido);
    }
  });
});
