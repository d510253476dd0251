import { useState } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/renderWithTheme';
import { Modal } from './Modal';

function Harness({ onClose = () => undefined }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir
      </button>
      <Modal
        open={open}
        title="Crear Publicación"
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        footer={<button type="button">Guardar</button>}
      >
        <label>
          Título
          <input />
        </label>
      </Modal>
    </>
  );
}

async function openModal(onClose?: () => void) {
  renderWithTheme(<Harness onClose={onClose} />);
  const opener = screen.getByRole('button', { name: 'Abrir' });
  await userEvent.click(opener);
  return opener;
}

/** A card whose 'Eliminar' opens a dialog that deletes the card, and with it the opener. */
function Gone() {
  const [open, setOpen] = useState(false);
  const [card, setCard] = useState(true);
  return (
    <main tabIndex={-1}>
      {card && (
        <button type="button" onClick={() => setOpen(true)}>
          Eliminar
        </button>
      )}
      <Modal
        open={open}
        title="Confirmar Eliminación"
        onClose={() => undefined}
        footer={
          <button
            type="button"
            onClick={() => {
              setCard(false);
              setOpen(false);
            }}
          >
            Eliminar definitivamente
          </button>
        }
      >
        ¿Seguro?
      </Modal>
    </main>
  );
}

describe('Modal', () => {
  it('renders nothing while closed', () => {
    renderWithTheme(
      <Modal open={false} title="X" onClose={() => undefined}>
        contenido
      </Modal>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a labelled modal dialog in a portal, with focus on its first field', async () => {
    const { container } = renderWithTheme(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Abrir' }));
    const dialog = screen.getByRole('dialog', { name: 'Crear Publicación' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(container).not.toContainElement(dialog);
    expect(screen.getByLabelText('Título')).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const onClose = jest.fn();
    const opener = await openModal(onClose);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it("gives focus to the page's main when the opener went with what it acted on (a deleted card)", async () => {
    renderWithTheme(<Gone />);
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar definitivamente' }));
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('closes on a backdrop click but not on a click inside', async () => {
    const onClose = jest.fn();
    await openModal(onClose);
    fireEvent.mouseDown(screen.getByLabelText('Título'));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.mouseDown(screen.getByTestId('modal-backdrop'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes with its named close button', async () => {
    const onClose = jest.fn();
    await openModal(onClose);
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar diálogo' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('traps Tab inside the dialog in both directions', async () => {
    await openModal();
    const close = screen.getByRole('button', { name: 'Cerrar diálogo' });
    const input = screen.getByLabelText('Título');
    const save = screen.getByRole('button', { name: 'Guardar' });
    expect(input).toHaveFocus();
    await userEvent.tab();
    expect(save).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(save).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    expect(input).toHaveFocus();
  });
});

describe('Modal closed by the browser', () => {
  it('asks onClose, and shows again while `open` says so (Chrome on a repeated Escape)', async () => {
    const onClose = jest.fn();
    renderWithTheme(
      <Modal open title="Guardando" onClose={onClose}>
        <input aria-label="Título" />
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Guardando' }) as HTMLDialogElement;
    await act(async () => dialog.close());
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(dialog).toHaveAttribute('open');
  });
});

describe('nested Modal', () => {
  it('closes only the innermost dialog on Escape', async () => {
    const closeOuter = jest.fn();
    const closeInner = jest.fn();
    const ui = (innerOpen: boolean) => (
      <Modal open title="Editar Encuesta" onClose={closeOuter}>
        <input aria-label="Título" />
        <Modal open={innerOpen} title="Confirmar" onClose={closeInner}>
          <button type="button">Sí</button>
        </Modal>
      </Modal>
    );
    const { rerender } = renderWithTheme(ui(false));
    rerender(ui(true));
    expect(screen.getByRole('button', { name: 'Sí' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(closeInner).toHaveBeenCalledTimes(1);
    expect(closeOuter).not.toHaveBeenCalled();
  });
});
