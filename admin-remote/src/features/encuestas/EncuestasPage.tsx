import type { Encuesta } from '@plataforma/contracts';
import { Alert, Button, ConfirmDialog, PageTitle } from '@plataforma/shared-ui';
import { useState } from 'react';
import { ListBody } from '../../lib/ListBody';
import { loadState } from '../../lib/load-state';
import { useDeleteConfirm } from '../../lib/useDeleteConfirm';
import { useDeleteEncuesta } from './api/delete-encuesta';
import { useEncuestas } from './api/get-encuestas';
import { EncuestaCard } from './components/EncuestaCard';
import { EncuestaModal } from './components/EncuestaModal';

/** 'Gestión de Encuestas' (spec-notes §2 "Admin: surveys"): the grid with vote charts, create, edit and delete. */
export function EncuestasPage() {
  const list = loadState(useEncuestas());
  const items = list.data ?? [];
  const removal = useDeleteConfirm<Encuesta>(useDeleteEncuesta());
  const [editing, setEditing] = useState<Encuesta | 'new' | null>(null);
  const error = list.error ?? removal.error;

  return (
    <>
      <PageTitle
        description="Administra y crea encuestas para conocer la opinión de la comunidad."
        actions={<Button onClick={() => setEditing('new')}>Crear Encuesta</Button>}
      >
        Gestión de Encuestas
      </PageTitle>
      {error && <Alert variant="error">{error}</Alert>}
      <ListBody failed={list.error !== null} loading={list.loading} loadingText="Cargando encuestas..." count={items.length} emptyText="No hay encuestas registradas.">
        {items.map((e) => (
          <EncuestaCard key={e.id} encuesta={e} onEdit={() => setEditing(e)} onDelete={() => removal.ask(e)} />
        ))}
      </ListBody>
      {editing && (
        <EncuestaModal
          encuesta={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={removal.target !== null}
        title="Confirmar Eliminación"
        message={`¿Estás seguro de que deseas eliminar la encuesta "${removal.target?.titulo ?? ''}"?`}
        confirmLabel="Eliminar"
        cancelLabel="Cancelar"
        busy={removal.busy}
        onConfirm={removal.confirm}
        onCancel={removal.cancel}
      />
    </>
  );
}
