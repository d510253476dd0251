import { comentarioContenidoSchema, createComentarioSchema, firstIssue, MSG } from './index';

describe('comentarioContenidoSchema (the comment input)', () => {
  it('trims the text and refuses a blank one', () => {
    expect(comentarioContenidoSchema.parse('  Hola  ')).toBe('Hola');
    const blank = comentarioContenidoSchema.safeParse('   ');
    expect(blank.success ? undefined : firstIssue(blank.error)).toBe(MSG.comentarioVacio);
  });
});

describe('createComentarioSchema', () => {
  it('needs a whole positive publicacionId', () => {
    for (const publicacionId of [undefined, 0, 1.5, '3']) {
      const result = createComentarioSchema.safeParse({ contenido: 'x', publicacionId });
      expect(result.success ? undefined : firstIssue(result.error)).toBe(MSG.idInvalido);
    }
  });
});
