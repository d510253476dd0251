import { File } from 'node:buffer';
import { theme } from '@plataforma/shared-ui';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { PhotoPicker } from './PhotoPicker';

/** Node's File: the test environment's Blob and object URLs are Node's (jest-fixed-jsdom). */
const file = (name: string, type: string, size = 1024) => new File([new Uint8Array(size)], name, { type }) as unknown as globalThis.File;

function Picker({ onReject }: { onReject: (message: string) => void }) {
  const [photo, setPhoto] = useState<globalThis.File | null>(null);
  return (
    <ThemeProvider theme={theme}>
      <PhotoPicker value={photo} onChange={setPhoto} onReject={onReject} />
      <p>{photo ? `elegida: ${photo.name}` : 'sin foto'}</p>
    </ThemeProvider>
  );
}

const input = () => screen.getByLabelText('Foto de perfil (opcional)');
const choose = (chosen: globalThis.File) => fireEvent.change(input(), { target: { files: [chosen] } });

beforeEach(() => {
  jest.spyOn(URL, 'createObjectURL').mockReturnValue('blob:vista-previa');
  jest.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

test('a chosen photo becomes the choice, with its preview, Cambiar and Quitar', async () => {
  render(<Picker onReject={jest.fn()} />);
  choose(file('yo.png', 'image/png'));
  expect(screen.getByText('elegida: yo.png')).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Vista previa de la foto de perfil' })).toHaveAttribute('src', 'blob:vista-previa');
  expect(screen.getByRole('button', { name: 'Cambiar' })).toBeInTheDocument();
  // The hidden field is no keyboard stop while 'Cambiar' stands for it.
  expect(input()).toHaveAttribute('tabindex', '-1');

  await userEvent.click(screen.getByRole('button', { name: 'Quitar' }));
  expect(screen.getByText('sin foto')).toBeInTheDocument();
  expect(screen.queryByRole('img', { name: 'Vista previa de la foto de perfil' })).not.toBeInTheDocument();
  // 'Quitar' went with the preview: the keyboard's place is the field, in the tab order again.
  expect(input()).toHaveFocus();
  expect(input()).not.toHaveAttribute('tabindex');
});

test('a file that is not a JPG or PNG photo, or is over 5 MB, is reported and not taken', () => {
  const onReject = jest.fn();
  render(<Picker onReject={onReject} />);
  choose(file('cv.pdf', 'application/pdf'));
  choose(file('grande.jpg', 'image/jpeg', 5 * 1024 * 1024 + 1));
  expect(onReject.mock.calls).toEqual([['Solo se permiten imágenes JPG o PNG.'], ['La imagen debe ser menor a 5MB.']]);
  expect(screen.getByText('sin foto')).toBeInTheDocument();
});

/** The picker as the server sent it, with `chosen` picked in it before the page's scripts ran, then hydrated. */
function hydrateWithEarlyChoice(chosen: globalThis.File, onReject: (message: string) => void) {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(<Picker onReject={onReject} />);
  Object.defineProperty(container.querySelector('input[type="file"]'), 'files', { value: [chosen], configurable: true });
  render(<Picker onReject={onReject} />, { container, hydrate: true });
}

test('a photo chosen before the scripts ran is taken when the page hydrates, with its preview', async () => {
  hydrateWithEarlyChoice(file('temprana.jpg', 'image/jpeg'), jest.fn());
  expect(await screen.findByText('elegida: temprana.jpg')).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Vista previa de la foto de perfil' })).toBeInTheDocument();
});

test('a file chosen before the scripts ran is checked like any other', async () => {
  const onReject = jest.fn();
  hydrateWithEarlyChoice(file('cv.pdf', 'application/pdf'), onReject);
  await waitFor(() => expect(onReject).toHaveBeenCalledWith('Solo se permiten imágenes JPG o PNG.'));
  expect(screen.getByText('sin foto')).toBeInTheDocument();
});
