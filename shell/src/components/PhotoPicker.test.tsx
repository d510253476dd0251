import { act, screen } from '@testing-library/react';
import { theme } from '@plataforma/shared-ui';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { PhotoPicker } from './PhotoPicker';

function Picker({ onReject }: { onReject: (message: string) => void }) {
  const [photo, setPhoto] = useState<File | null>(null);
  return (
    <ThemeProvider theme={theme}>
      <PhotoPicker value={photo} onChange={setPhoto} onReject={onReject} />
      <p>{photo ? `elegida: ${photo.name}` : 'sin foto'}</p>
    </ThemeProvider>
  );
}

/** Server HTML in the document, a file put in its input as a visitor would before the scripts ran, then hydration. */
async function hydrateWithFileChosenBefore(file: File, onReject = jest.fn()) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Picker onReject={onReject} />);
  document.body.append(container);
  const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
  Object.defineProperty(input, 'files', { configurable: true, value: [file] });
  const root = await act(async () => hydrateRoot(container, <Picker onReject={onReject} />));
  return { root, container, onReject };
}

afterEach(() => {
  document.body.innerHTML = '';
});

test('a photo chosen before hydration becomes the choice, with its preview and buttons', async () => {
  URL.createObjectURL = jest.fn(() => 'blob:vista');
  URL.revokeObjectURL = jest.fn();
  const { root } = await hydrateWithFileChosenBefore(new File(['x'], 'retrato.jpg', { type: 'image/jpeg' }));
  expect(screen.getByText('elegida: retrato.jpg')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Cambiar' })).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Vista previa de la foto de perfil' })).toHaveAttribute('src', 'blob:vista');
  act(() => root.unmount());
});

test('a file chosen before hydration that is not a photo is reported, not taken', async () => {
  const { root, onReject } = await hydrateWithFileChosenBefore(new File(['x'], 'notas.txt', { type: 'text/plain' }));
  expect(onReject).toHaveBeenCalledWith(expect.stringMatching(/\S/));
  expect(screen.getByText('sin foto')).toBeInTheDocument();
  act(() => root.unmount());
});
