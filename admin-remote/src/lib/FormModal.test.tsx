import { act, screen } from '@testing-library/react';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import userEvent from '@testing-library/user-event';
import { renderAdmin } from '../testing/render';
import { FormModal } from './FormModal';
import { useFormSave, type SaveState } from './useFormSave';

const idle: SaveState = { saving: false, error: null, progress: null };

/** A modal whose submit starts a save that stays pending until the test settles it. */
function PendingSaveModal({ onClose, settle }: { onClose: () => void; settle: (done: (failure?: Error) => void) => void }) {
  const save = useFormSave(
    useMutation({ mutationFn: () => new Promise<void>((resolve, reject) => settle((failure) => (failure ? reject(failure) : resolve()))) }),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save.submit(undefined);
  };
  return (
    <FormModal title="Noticia" save={save} submitLabel="Guardar Cambios" onClose={onClose} onSubmit={submit}>
      <p>campos</p>
    </FormModal>
  );
}

describe('FormModal', () => {
  it('submits through the footer button, which names the action', async () => {
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderAdmin(
      <FormModal title="Crear Noticia" save={idle} submitLabel="Crear Noticia" onClose={() => {}} onSubmit={onSubmit}>
        <input aria-label="Título" />
      </FormModal>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Crear Noticia' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('keeps submit disabled for the given reason', () => {
    renderAdmin(
      <FormModal title="Encuesta" save={idle} submitLabel="Crear Encuesta" submitDisabled onClose={() => {}} onSubmit={() => {}}>
        <p>campos</p>
      </FormModal>,
    );
    expect(screen.getByRole('button', { name: 'Crear Encuesta' })).toBeDisabled();
  });

  it('while saving: the saving label, both buttons locked and Cancelar ignored; after a failure the error stays inside', async () => {
    const onClose = jest.fn();
    let settle: (failure?: Error) => void = () => {};
    renderAdmin(<PendingSaveModal onClose={onClose} settle={(done) => (settle = done)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar Cambios' }));

    expect(screen.getByRole('button', { name: 'Guardando...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();

    await act(async () => settle(new Error('No se pudo guardar la noticia.')));
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo guardar la noticia.');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
