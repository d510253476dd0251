import { useSession, useAction } from '@plataforma/shared-auth';
import { Alert, Button, Modal } from '@plataforma/shared-ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { PasswordField } from '../../../components/PasswordField';
import { deleteAccount } from '../../../api/account';
import { Note, Section } from './Section';

const FORM_ID = 'eliminar-cuenta';

/** 'Eliminar mi cuenta', confirmed with the password in a dialog. */
export function DeleteAccount() {
  const clear = useSession((s) => s.clear);
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const { run, pending, error } = useAction();
  const deleted = useRef(false);
  // The session is cleared once /perfil is gone: cleared while /perfil is still shown, it would send
  // the browser to /login (the page's rule for a visitor) instead of home.
  useEffect(() => () => (deleted.current ? clear() : undefined), [clear]);

  const close = () => {
    if (pending) return;
    setOpen(false);
    setPassword('');
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      await deleteAccount(password);
      deleted.current = true;
      navigate(paths.home, { replace: true });
    }, 'No se pudo eliminar la cuenta.');
  };

  return (
    <Section title="Eliminar mi cuenta">
      <Note>
        Se borran tu nombre, tu correo, tu foto y tus comentarios, y se cierran todas tus sesiones. Tus votos siguen contando en las
        encuestas, sin ningún vínculo contigo. No se puede deshacer.
      </Note>
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
            <Button variant="danger" type="submit" form={FORM_ID} disabled={pending || !password.trim()}>
              {pending ? 'Eliminando...' : 'Eliminar definitivamente'}
            </Button>
          </>
        }
      >
        <form id={FORM_ID} onSubmit={submit} noValidate>
          {error && <Alert variant="error">{error}</Alert>}
          <p>Escribe tu contraseña para confirmar. Esta acción no se puede deshacer.</p>
          <PasswordField
            label="Contraseña"
            name="password"
            autoComplete="current-password"
            toggleLabel="Mostrar contraseña"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </form>
      </Modal>
    </Section>
  );
}
