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

