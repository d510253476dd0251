import { useAction } from '@plataforma/shared-auth';
import { Alert, Button } from '@plataforma/shared-ui';
import { exportData } from '../../../api/account';
import { Note, Section } from './Section';

export const EXPORT_FILE_NAME = 'mis-datos-plataforma-juvenil.json';

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

/** 'Descargar mis datos': a JSON file of everything the platform holds about the member. */
export function DownloadData() {
  const { run, pending, error } = useAction();
  const download = () =>
    run(async () => {
      saveJson(await exportData(), EXPORT_FILE_NAME);
    }, 'No se pudieron descargar tus datos.');

  return (
    <Section title="Descargar mis datos">
      <Note>Un archivo JSON con tu perfil, tus comentarios, tus votos y tus sesiones.</Note>
      {error && <Alert variant="error">{error}</Alert>}
      <Button variant="secondary" disabled={pending} onClick={() => void download()}>
        {pending ? 'Preparando...' : 'Descargar mis datos'}
      </Button>
    </Section>
  );
}
