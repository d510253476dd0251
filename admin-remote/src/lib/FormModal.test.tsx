import { renderWithTheme } from '@plataforma/shared-ui/src/testing/renderWithTheme';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormModal, type SaveState } from './FormModal';

const idle: SaveState = { saving: false, error: null };

function renderModal(save: SaveState, { onClose = jest.fn(), onSubmit = jest.fn(), submitDisabled = false } = {}) {
  renderWithTheme(
    <FormModal title="Noticia" save={save} submitLabel="Guardar Cambios" submitDisabled={submitDisabled} onClose={onClose} onSubmit={onSubmit}>
      <input aria-label="Título" />
    </FormModal>,
  );
  return { onClose, onSubmit };
}

describe('FormModal', () => {
  it('submits through the footer button, which names the action', async () => {
    const { onSubmit } = renderModal(idle, { onSubmit: jest.fn((event: { preventDefault: () => void }) => event.preventDefault()) });
    await userEvent.click(screen.getByRole('button', { name: 'Guardar Cambios' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('keeps submit disabled for the given reason', () => {
    renderModal(idle, { submitDisabled: true });
    expect(screen.getByRole('button', { name: 'Guardar Cambios' })).toBeDisabled();
  });

  it('while saving: the saving label, both buttons locked, Cancelar and Escape ignored, the upload bar shown', async () => {
    const { onClose } = renderModal({ saving: true, error: null, progress: 40 });
    expect(screen.getByRole('button', { name: 'Guardando...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    expect(screen.getByRole('progressbar', { name: 'Progreso de subida' })).toHaveAttribute('value', '40');
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows a failure inside the open dialog, which Cancelar then closes', async () => {
    const { onClose } = renderModal({ saving: false, error: 'No se pudo guardar la noticia.' });
    expect(screen.getByRole('alert')).toHaveTextContent('No se pudo guardar la noticia.');
    expect(screen.getByRole('dialog', { name: 'Noticia' })).toContainElement(screen.getByRole('alert'));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
