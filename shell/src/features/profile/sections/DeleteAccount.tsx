import { ActionForm, useWriteResult } from '@plataforma/shared-auth';
import { Alert, Button, Modal, useInBrowser } from '@plataforma/shared-ui';
import { useState } from 'react';
import { useNavigation } from 'react-router-dom';
import { PasswordField } from '../../../components/PasswordField';
import { INTENT } from '../action';
import { Note, Section } from './Section';

const FORM_ID = 'eliminar-cuenta';

/**
 * 'Eliminar mi cuenta', confirmed with the password (the API asks for it), so one click never deletes.
 * With JavaScript the password is asked in a dialog; without it (and before the scripts ran) the same
 * route action form is in the section. It navigates (not a fetcher): once deleted, the action signs out
 * and goes home, and this page stops showing the account meanwhile.
 */
export function DeleteAccount() {
  const inBrowser = useInBrowser();
  const pending = useNavigation().formData?.get('intent') === INTENT.eliminarCuenta;
  const error = useWriteResult(null, { intent: INTENT.eliminarCuenta })?.error;
  // A page that came back refused (the password, sent before the scripts ran) opens on the dialog.
  const [open, setOpen] = useState(() => Boolean(error));

  const close = () => {
    if (!pending) setOpen(false);
  };

  const confirmation = (
    <ActionForm id={FORM_ID} noValidate aria-busy={pending}>
      <input type="hidden" name="intent" value={INTENT.eliminarCuenta} />
      {error && <Alert variant="error">{error}</Alert>}
      <p>Escribe tu contraseña para confirmar. Esta acción no se puede deshacer.</p>
      <PasswordField label="Contraseña" name="password" autoComplete="current-password" toggleLabel="Mostrar contraseña" required />
    </ActionForm>
  );
  const submit = (
    <Button variant="danger" type="submit" form={FORM_ID} disabled={pending}>
      {pending ? 'Eliminando...' : 'Eliminar definitivamente'}
    </Button>
  );

  return (
    <Section title="Eliminar mi cuenta">
      <Note>
        Se borran tu nombre, tu correo, tu foto y tus comentarios, y se cierran todas tus sesiones. Tus votos siguen contando en las
        encuestas, sin ningún vínculo contigo. No se puede deshacer.
      </Note>
      {inBrowser ? (
        <>
          <Button variant="danger" onClick={() => setOpen(true)}>
            Eliminar mi cuenta
          </Button>
          <Modal
            open={open}
            title="¿Eliminar tu cuenta?"
            onClose={close}
            footer={
              <>
                <Button variant="secondary" onClick={close} disabled={pending}>
                  Cancelar
                </Button>
                {submit}
              </>
            }
          >
            {confirmation}
          </Modal>
        </>
      ) : (
        <>
          {confirmation}
          {submit}
        </>
      )}
    </Section>
  );
}
