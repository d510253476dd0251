import { getErrorMessage } from '@plataforma/shared-auth';
import { Alert, ButtonLink } from '@plataforma/shared-ui';
import { useState, type MouseEvent } from 'react';
import { exportData } from '../../../api/account';
import { Note, Section } from './Section';

export const EXPORT_FILE_NAME = 'mis-datos-plataforma-juvenil.json';
const EXPORT_URL = '/api/account/export';

/** Hands a JSON document to the browser as a downloaded file. */
function saveJson(data: unknown, fileName: string) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * 'Descargar mis datos': a JSON file of everything the platform holds about the member. A link to the
 * API's download (`Content-Disposition: attachment`), which works without JavaScript; with it, the file
 * is read in place, so the page says 'Preparando...' and a failure in Spanish instead of leaving.
 */
export function DownloadData() {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const download = async (event: MouseEvent) => {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setError(null);
    try {
      saveJson(await exportData(), EXPORT_FILE_NAME);
    } catch (failure) {
      setError(getErrorMessage(failure, 'No se pudieron descargar tus datos.'));
    } finally {
      setPending(false);
    }
  };

  return (
    <Section title="Descargar mis datos">
      <Note>Un archivo JSON con tu perfil, tus comentarios, tus votos y tus sesiones.</Note>
      {error && <Alert variant="error">{error}</Alert>}
      <ButtonLink to={EXPORT_URL} reloadDocument download={EXPORT_FILE_NAME} variant="secondary" aria-disabled={pending} onClick={(e) => void download(e)}>
        {pending ? 'Preparando...' : 'Descargar mis datos'}
      </ButtonLink>
    </Section>
  );
}
