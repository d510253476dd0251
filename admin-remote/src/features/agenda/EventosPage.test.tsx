import { MSG, PARTICIPATION_MSG, type Evento } from '@plataforma/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { apiError, http, HttpResponse, server } from '@plataforma/shared-auth/testing/network';
import { cardTitles } from '../../testing/cards';
import { formFields, serveList } from '../../testing/network';
import { renderAdmin } from '../../testing/renderAdmin';

const evento: Evento = {
  id: 1,
  titulo: 'Foro juvenil',
  descripcion: 'Debate abierto',
  // Wednesday 9 December 2026, 18:30 in Bolivia (UTC−4).
  fecha: '2026-12-09T22:30:00.000Z',
  fechaFin: null,
  lugar: 'Plaza Murillo',
  imagen: null,
  cupo: null,
  inscritos: 0,
};

const dialog = () => screen.getByRole('dialog');

/** Fills the form's 'Fecha' and 'Hora de inicio' (and 'Hora de fin' when given). */
async function typeWhen(user: ReturnType<typeof renderAdmin>['user'], dia: string, horaInicio: string, horaFin?: string) {
  for (const [label, value] of [['Fecha', dia], ['Hora de inicio', horaInicio], ['Hora de fin', horaFin]] as const) {
    if (value === undefined) continue;
    await user.clear(screen.getByLabelText(label));
    await user.type(screen.getByLabelText(label), value);
  }
}

// Today is 20 November 2026, noon in Bolivia: the event window runs to 20 March 2027 (2880 hours).
// Only the clock is fixed: timers stay real for the network and the router.
beforeEach(() => {
  jest.useFakeTimers({
    now: new Date('2026-11-20T16:00:00.000Z'),
    doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate', 'nextTick', 'queueMicrotask', 'hrtime', 'performance', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback'],
  });
});
afterEach(() => {
  jest.useRealTimers();
});

async function setup() {
  const eventos = serveList('/eventos/all', [evento]);
  const rendered = renderAdmin('/admin/agenda');
  await screen.findByRole('heading', { name: 'Foro juvenil' });
  return { ...rendered, eventos };
}

describe('EventosPage: list', () => {
  it('shows the loading text, then the date and time in Bolivia, and place', async () => {
    serveList('/eventos/all', [evento]);
    renderAdmin('/admin/agenda');
    expect(await screen.findByText('Cargando eventos...')).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Foro juvenil' });
    expect(screen.getByRole('heading', { level: 1, name: 'Gestión de Eventos' })).toBeInTheDocument();
    expect(screen.getByText('Plaza Murillo')).toBeInTheDocument();
    expect(screen.getByText('mié, 9 dic 2026 · 18:30')).toBeInTheDocument();
  });

  it('shows the end time when the event has one', async () => {
    serveList('/eventos/all', [{ ...evento, fechaFin: '2026-12-10T00:00:00.000Z' }]);
    renderAdmin('/admin/agenda');
    expect(await screen.findByText('mié, 9 dic 2026 · 18:30 – 20:00')).toBeInTheDocument();
  });

  it('shows the empty text', async () => {
    serveList('/eventos/all', []);
    renderAdmin('/admin/agenda');
    expect(await screen.findByText('No hay eventos registrados.')).toBeInTheDocument();
  });

  it("shows the server's message on a failed load, else the screen's default", async () => {
    server.use(http.get('/api/eventos/all', () => apiError(503, 'El servicio no está disponible en este momento.')));
    const { unmount } = renderAdmin('/admin/agenda');
    expect(await screen.findByText('El servicio no está disponible en este momento.')).toBeInTheDocument();
    unmount();

    server.use(http.get('/api/eventos/all', () => apiError(500)));
    renderAdmin('/admin/agenda');
    expect(await screen.findByText('No se pudieron cargar los eventos')).toBeInTheDocument();
  });
});

describe('EventosPage: create and edit', () => {
  it('bounds the date input from today to 2880 hours ahead', async () => {
    const { user } = await setup();
    await user.click(screen.getByRole('button', { name: 'Crear Evento' }));
    const input = screen.getByLabelText('Fecha');
    expect(input).toHaveAttribute('min', '2026-11-20');
    expect(input).toHaveAttribute('max', '2027-03-20');
  });

  it('applies the event rules, sends the date and time read in Bolivia as an instant and shows the list read again', async () => {
    const { user, eventos } = await setup();
    const sent: Record<string, FormDataEntryValue>[] = [];
    server.use(
      http.post('/api/eventos', async ({ request }) => {
        sent.push(await formFields(request));
        const created = { ...evento, id: 2, titulo: 'Nuevo', fecha: '2026-12-20T23:00:00.000Z' };
        eventos.items = [evento, created];
        return HttpResponse.json(created, { status: 201 });
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Crear Evento' }));
    expect(screen.getByLabelText('Hora de inicio')).toHaveAttribute('type', 'time');
    expect(screen.getByLabelText('Hora de fin')).not.toBeRequired();
    await user.type(screen.getByLabelText('Título'), 'Nuevo');
    await user.type(screen.getByLabelText('Descripción'), 'Hola');
    await user.click(within(dialog()).getByRole('button', { name: 'Crear Evento' }));
    await waitFor(() => expect(within(dialog()).getByRole('alert')).toHaveTextContent(MSG.eventoDescripcion));

    await user.type(screen.getByLabelText('Descripción'), ' a todos');
    await user.type(screen.getByLabelText('Fecha'), '2026-12-20');
    await user.click(within(dialog()).getByRole('button', { name: 'Crear Evento' }));
    // No start time: no start.
    await waitFor(() => expect(within(dialog()).getByRole('alert')).toHaveTextContent(MSG.camposObligatorios));

    await typeWhen(user, '2026-11-17', '19:00');
    await user.click(within(dialog()).getByRole('button', { name: 'Crear Evento' }));
    await waitFor(() => expect(within(dialog()).getByRole('alert')).toHaveTextContent(MSG.fechaPasada));

    await typeWhen(user, '2027-06-08', '19:00');
    await user.click(within(dialog()).getByRole('button', { name: 'Crear Evento' }));
    await waitFor(() => expect(within(dialog()).getByRole('alert')).toHaveTextContent(MSG.fechaLejana));

    await typeWhen(user, '2026-12-20', '19:00', '18:00');
    await user.click(within(dialog()).getByRole('button', { name: 'Crear Evento' }));
    await waitFor(() => expect(within(dialog()).getByRole('alert')).toHaveTextContent(MSG.fechaFinAnterior));
    expect(sent).toEqual([]);

    await user.clear(screen.getByLabelText('Hora de fin'));
    await user.click(within(dialog()).getByRole('button', { name: 'Crear Evento' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // 19:00 in Bolivia is 23:00 UTC; no end.
    expect(sent).toEqual([{ titulo: 'Nuevo', descripcion: 'Hola a todos', fecha: '2026-12-20T23:00:00.000Z', fechaFin: '', lugar: '', cupo: '' }]);
    await waitFor(() => expect(cardTitles()).toEqual(['Foro juvenil', 'Nuevo']));
    // Six posts through the route's action, each a round trip: more than the 5 s default on a loaded machine.
  }, 15_000);

  it('sends an end time on the same day in Bolivia', async () => {
    const { user } = await setup();
    const sent: Record<string, FormDataEntryValue>[] = [];
    server.use(
      http.post('/api/eventos', async ({ request }) => {
        sent.push(await formFields(request));
        return HttpResponse.json({ ...evento, id: 2 }, { status: 201 });
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Crear Evento' }));
    await user.type(screen.getByLabelText('Título'), 'Nuevo');
    await user.type(screen.getByLabelText('Descripción'), 'Hola a todos');
    await typeWhen(user, '2026-12-20', '19:00', '21:30');
    await user.click(within(dialog()).getByRole('button', { name: 'Crear Evento' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent[0]).toMatchObject({ fecha: '2026-12-20T23:00:00.000Z', fechaFin: '2026-12-21T01:30:00.000Z' });
  });

  it("keeps the create modal open with the server's message, else the default", async () => {
    const { user } = await setup();
    server.use(http.post('/api/eventos', () => apiError(400, MSG.fechaInvalida)));
    await user.click(screen.getByRole('button', { name: 'Crear Evento' }));
    await user.type(screen.getByLabelText('Título'), 'Nuevo');
    await user.type(screen.getByLabelText('Descripción'), 'Hola a todos');
    await typeWhen(user, '2026-11-30', '10:00');
    await user.click(within(dialog()).getByRole('button', { name: 'Crear Evento' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(MSG.fechaInvalida);

    server.use(http.post('/api/eventos', () => apiError(500)));
    await user.click(within(dialog()).getByRole('button', { name: 'Crear Evento' }));
    await waitFor(() => expect(within(dialog()).getByRole('alert')).toHaveTextContent('Error al crear el evento.'));
  });

  it('edits a prefilled event and shows it read again; a failure stays in the modal', async () => {
    const { user, eventos } = await setup();
    await user.click(screen.getByRole('button', { name: 'Editar Foro juvenil' }));
    expect(screen.getByRole('dialog', { name: 'Editar Evento' })).toBeInTheDocument();
    expect(screen.getByLabelText('Fecha')).toHaveValue('2026-12-09');
    expect(screen.getByLabelText('Hora de inicio')).toHaveValue('18:30');
    expect(screen.getByLabelText('Hora de fin')).toHaveValue('');
    expect(screen.getByLabelText('Lugar (opcional)')).toHaveValue('Plaza Murillo');
    await user.clear(screen.getByLabelText('Título'));
    await user.type(screen.getByLabelText('Título'), 'Foro 2');

    server.use(http.put('/api/eventos/1', () => apiError(500)));
    await user.click(within(dialog()).getByRole('button', { name: 'Guardar Cambios' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('Error al actualizar el evento.');

    server.use(
      http.put('/api/eventos/1', () => {
        eventos.items = [{ ...evento, titulo: 'Foro 2' }];
        return HttpResponse.json({ ...evento, titulo: 'Foro 2' });
      }),
    );
    await user.click(within(dialog()).getByRole('button', { name: 'Guardar Cambios' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(cardTitles()).toEqual(['Foro 2']));
  });
});

describe('EventosPage: editing never moves an event', () => {
  type User = ReturnType<typeof renderAdmin>['user'];
  /** Opens 'Editar' on `stored`, checks and changes what `edit` does, saves: the fields the PUT carried. */
  async function editAndSave(stored: Evento, edit: (user: User) => Promise<void>) {
    serveList('/eventos/all', [stored]);
    const { user } = renderAdmin('/admin/agenda');
    let sent: Record<string, FormDataEntryValue> | undefined;
    server.use(
      http.put(`/api/eventos/${stored.id}`, async ({ request }) => {
        sent = await formFields(request);
        return HttpResponse.json(stored);
      }),
    );
    await user.click(await screen.findByRole('button', { name: `Editar ${stored.titulo}` }));
    await edit(user);
    await user.click(within(dialog()).getByRole('button', { name: 'Guardar Cambios' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    return sent!;
  }
  const onlyCupo = (user: User) => user.type(screen.getByLabelText('Cupo'), '40');

  it('an event at 18:30: changing only the cupo sends no start or end, so the stored ones stay', async () => {
    expect(await editAndSave(evento, onlyCupo)).toEqual({
      titulo: 'Foro juvenil',
      descripcion: 'Debate abierto',
      lugar: 'Plaza Murillo',
      cupo: '40',
    });
  });

  it('an event with an end, at a second no form writes: neither is sent', async () => {
    const sent = await editAndSave({ ...evento, fecha: '2026-12-09T22:30:15.250Z', fechaFin: '2026-12-10T00:00:59.999Z' }, onlyCupo);
    expect([sent.fecha, sent.fechaFin]).toEqual([undefined, undefined]);
  });

  it('an event that has already begun can still be corrected (its place cleared: sent blank, which removes it)', async () => {
    const sent = await editAndSave({ ...evento, fecha: '2026-11-01T22:30:00.000Z' }, async (user) => {
      await user.clear(screen.getByLabelText('Lugar (opcional)'));
      await onlyCupo(user);
    });
    expect(sent).toEqual({ titulo: 'Foro juvenil', descripcion: 'Debate abierto', lugar: '', cupo: '40' });
  });

  it('an event saved by the old form (midnight UTC) shows 20:00 the day before and is sent back unchanged', async () => {
    const sent = await editAndSave({ ...evento, fecha: '2026-12-09T00:00:00.000Z' }, async (user) => {
      expect(screen.getByLabelText('Fecha')).toHaveValue('2026-12-08');
      expect(screen.getByLabelText('Hora de inicio')).toHaveValue('20:00');
      await onlyCupo(user);
    });
    expect(sent.fecha).toBeUndefined();
  });

  it('a changed time is read in Bolivia; the end follows the day', async () => {
    const sent = await editAndSave({ ...evento, fechaFin: '2026-12-10T00:00:00.000Z' }, async (user) => {
      expect(screen.getByLabelText('Hora de fin')).toHaveValue('20:00');
      await typeWhen(user, '2026-12-11', '18:30');
    });
    expect([sent.fecha, sent.fechaFin]).toEqual(['2026-12-11T22:30:00.000Z', '2026-12-12T00:00:00.000Z']);
  });
});

describe('EventosPage: sign-ups', () => {
  it("each card reads 'Inscritos: N' (of its cupo when set), linking to the event's registrants", async () => {
    serveList('/eventos/all', [
      { ...evento, inscritos: 4 },
      { ...evento, id: 2, titulo: 'Taller', cupo: 30, inscritos: 12 },
    ]);
    renderAdmin('/admin/agenda');
    expect(await screen.findByRole('link', { name: 'Inscritos: 4' })).toHaveAttribute('href', '/admin/agenda/1/inscritos');
    expect(screen.getByRole('link', { name: 'Inscritos: 12 / 30' })).toHaveAttribute('href', '/admin/agenda/2/inscritos');
  });

  it("the modal's 'Cupo' is sent as typed; cleared on an edit, it is sent blank (no cupo)", async () => {
    const { user } = await setup();
    const sent: Record<string, FormDataEntryValue>[] = [];
    server.use(
      http.post('/api/eventos', async ({ request }) => {
        sent.push(await formFields(request));
        return HttpResponse.json({ ...evento, id: 2, cupo: 25 }, { status: 201 });
      }),
      http.put('/api/eventos/3', async ({ request }) => {
        sent.push(await formFields(request));
        return HttpResponse.json({ ...evento, id: 3 });
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Crear Evento' }));
    await user.type(screen.getByLabelText('Título'), 'Con cupo');
    await user.type(screen.getByLabelText('Descripción'), 'Hola a todos');
    await typeWhen(user, '2026-11-30', '10:00');
    await user.type(screen.getByLabelText('Cupo'), '0');
    await user.click(within(dialog()).getByRole('button', { name: 'Crear Evento' }));
    await waitFor(() => expect(within(dialog()).getByRole('alert')).toHaveTextContent(PARTICIPATION_MSG.cupoInvalido));
    await user.clear(screen.getByLabelText('Cupo'));
    await user.type(screen.getByLabelText('Cupo'), '25');
    await user.click(within(dialog()).getByRole('button', { name: 'Crear Evento' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent[0]).toMatchObject({ titulo: 'Con cupo', cupo: '25' });
  });
});

describe('EventosPage: delete', () => {
  it('warns that the deletion cannot be undone, then shows the list read again', async () => {
    const { user, eventos } = await setup();
    server.use(
      http.delete('/api/eventos/1', () => {
        eventos.items = [];
        return HttpResponse.json({ message: 'Evento eliminado correctamente.' });
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Eliminar Foro juvenil' }));
    expect(dialog()).toHaveTextContent('Esta acción no se puede deshacer.');
    await user.click(within(dialog()).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('No hay eventos registrados.')).toBeInTheDocument();
  });

  it('shows the delete failure in a banner and keeps the event', async () => {
    const { user } = await setup();
    server.use(http.delete('/api/eventos/1', () => apiError(500)));
    await user.click(screen.getByRole('button', { name: 'Eliminar Foro juvenil' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo eliminar el evento');
    expect(cardTitles()).toEqual(['Foro juvenil']);
  });
});
