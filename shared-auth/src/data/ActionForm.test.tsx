import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, data, RouterProvider, useActionData, useFetcher } from 'react-router-dom';
import { ActionForm } from './ActionForm';

interface Answer {
  errores?: Record<string, string>;
}

/** Refuses an empty name, and says so under the field. */
async function action({ request }: { request: Request }) {
  const nombre = String((await request.formData()).get('nombre') ?? '');
  return nombre ? { errores: {} } : data<Answer>({ errores: { nombre: 'El nombre es obligatorio.' } }, { status: 400 });
}

function Field({ errores }: { errores?: Record<string, string> }) {
  const error = errores?.nombre;
  return (
    <>
      <label htmlFor="ciudad">Ciudad</label>
      <input id="ciudad" name="ciudad" />
      <label htmlFor="nombre">Nombre</label>
      <input id="nombre" name="nombre" aria-invalid={error ? true : undefined} aria-describedby={error ? 'nombre-error' : undefined} />
      {error && <p id="nombre-error">{error}</p>}
      <button type="submit">Enviar</button>
    </>
  );
}

function NavigatingForm() {
  const answer = useActionData() as Answer | undefined;
  return (
    <ActionForm noValidate>
      <Field errores={answer?.errores} />
    </ActionForm>
  );
}

function FetcherForm() {
  const fetcher = useFetcher<Answer>();
  return (
    <ActionForm fetcher={fetcher} noValidate>
      <Field errores={fetcher.data?.errores} />
    </ActionForm>
  );
}

const renderForm = (Component: () => React.ReactNode) =>
  render(<RouterProvider router={createMemoryRouter([{ path: '/', Component, action }])} />);

describe.each([
  ['a form that navigates', NavigatingForm],
  ['a fetcher form', FetcherForm],
])('ActionForm: %s', (_name, Component) => {
  it('gives focus to the first field the answer refused, whose message is then read out', async () => {
    renderForm(Component);
    const submit = screen.getByRole('button', { name: 'Enviar' });
    submit.focus();
    await act(async () => fireEvent.click(submit));
    const field = await screen.findByRole('textbox', { name: 'Nombre' });
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveAccessibleDescription('El nombre es obligatorio.');
  });

  it('leaves focus alone when the answer refuses nothing', async () => {
    renderForm(Component);
    fireEvent.change(screen.getByRole('textbox', { name: 'Nombre' }), { target: { value: 'Ana' } });
    const submit = screen.getByRole('button', { name: 'Enviar' });
    submit.focus();
    await act(async () => fireEvent.click(submit));
    expect(submit).toHaveFocus();
  });
});

it('ActionForm hands its form element to a ref of the caller', () => {
  const ref = { current: null as HTMLFormElement | null };
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element: <ActionForm ref={ref} aria-label="Datos" /> }])} />);
  expect(ref.current).toBe(screen.getByRole('form', { name: 'Datos' }));
});
