import { CAROUSEL_FILE, imageFileError, imagenInputSchema, imagenUpdateSchema, MAX_IMAGE_BYTES, MSG, PHOTO_FILE } from './index';

describe('imageFileError', () => {
  const file = (type: string, size = 1000) => ({ type, size });

  it('asks for a file only when one is required', () => {
    expect(imageFileError(null, PHOTO_FILE, MSG.debesSubirImagen)).toBe(MSG.debesSubirImagen);
    expect(imageFileError(file('image/png', 0), PHOTO_FILE, MSG.debesSubirImagen)).toBe(MSG.debesSubirImagen);
    expect(imageFileError(undefined, PHOTO_FILE)).toBeNull();
  });

  it('takes JPG/PNG for news and events, and also GIF/WebP for the carousel', () => {
    for (const type of ['image/jpeg', 'image/jpg', 'image/png']) expect(imageFileError(file(type), PHOTO_FILE)).toBeNull();
    expect(imageFileError(file('image/gif'), PHOTO_FILE)).toBe(MSG.fotoTipo);
    expect(imageFileError(file('image/gif'), CAROUSEL_FILE)).toBeNull();
    expect(imageFileError(file('application/pdf'), CAROUSEL_FILE)).toBe(MSG.imagenInvalida);
  });

  it('refuses what the API would refuse with 413', () => {
    expect(imageFileError(file('image/png', MAX_IMAGE_BYTES), PHOTO_FILE)).toBeNull();
    expect(imageFileError(file('image/png', MAX_IMAGE_BYTES + 1), PHOTO_FILE)).toBe(MSG.fotoTamano);
  });
});

describe('imagenInputSchema', () => {
  it('trims, requires the title and turns a blank description into null', () => {
    expect(imagenInputSchema.parse({ titulo: ' Marcha ', descripcion: '  ' })).toEqual({ titulo: 'Marcha', descripcion: null });
    expect(imagenInputSchema.safeParse({ titulo: '  ' }).error?.issues[0]?.message).toBe(MSG.tituloObligatorio);
  });

  it('updates only what is sent', () => {
    expect(imagenUpdateSchema.parse({})).toEqual({});
  });
});
