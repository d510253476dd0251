import { createPublicacionSchema, firstIssue, MSG } from './index';

describe('createPublicacionSchema', () => {
  it('trims both fields and refuses blanks with the spec-notes message', () => {
    expect(createPublicacionSchema.parse({ titulo: ' T ', contenido: ' C ' })).toEqual({ titulo: 'T', contenido: 'C' });
    const blank = createPublicacionSchema.safeParse({ titulo: 'T', contenido: '  ' });
    expect(blank.success ? undefined : firstIssue(blank.error)).toBe(MSG.camposObligatorios);
  });
});
