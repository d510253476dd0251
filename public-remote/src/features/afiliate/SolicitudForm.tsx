import { useState } from 'react';
import styled from 'styled-components';
import { AFILIACION_MSG, DEPARTAMENTOS, hoyEnBolivia, type AfiliacionMia } from '@plataforma/contracts';
import { ActionForm } from '@plataforma/shared-auth';
import { Alert, Button, Card, SelectField, TextField } from '@plataforma/shared-ui';
import { useActionData, useNavigation } from 'react-router-dom';
import type { SolicitudResult } from './actions';

type Campo = 'ci' | 'fechaNacimiento' | 'departamento' | 'celular' | 'institucion';

/**
 * 'Solicitar afiliación', the page's `solicitudAction`: checked on each field with the API's
 * own rule (`afiliacionInputSchema`), its message under the field until the field is changed. A member
 * whose request was turned down finds it filled in, to correct it; a refused form keeps what was typed.
 */
export function SolicitudForm({ anterior }: { anterior: AfiliacionMia | null }) {
  const result = useActionData() as SolicitudResult | undefined;
  const pending = useNavigation().state !== 'idle';
  // The fields changed since the last answer: their messages are gone.
  const [changed, setChanged] = useState<{ after?: SolicitudResult; names: string[] }>({ names: [] });
  const errorOf = (name: Campo | 'consentimiento') =>
    changed.after === result && changed.names.includes(name) ? undefined : result?.errores?.[name];
  const change = (name: string) => () =>
    setChanged((current) => ({ after: result, names: current.after === result ? [...current.names, name] : [name] }));

  const bind = (name: Campo) => ({
    name,
    defaultValue: result?.fields?.[name] ?? anterior?.[name] ?? '',
    error: errorOf(name),
    onChange: change(name),
  });
  const consentError = errorOf('consentimiento');

  return (
    <Card as="section" aria-labelledby="solicitud-titulo">
      <h2 id="solicitud-titulo">Solicitar afiliación</h2>
      <ActionForm noValidate aria-busy={pending}>
        {result?.error && <Alert variant="error">{result.error}</Alert>}
        <Fields>
          <TextField
            label="Carnet de identidad (CI)"
            hint="Solo números; si tiene complemento, escríbelo después de un guion: 1234567-1A."
            autoComplete="off"
            required
            {...bind('ci')}
          />
          <TextField
            label="Fecha de nacimiento"
            type="date"
            hint="La afiliación es para jóvenes de 14 a 35 años."
            max={hoyEnBolivia()}
            autoComplete="bday"
            required
            {...bind('fechaNacimiento')}
          />
          <SelectField label="Departamento" required {...bind('departamento')}>
            <option value="">Elige tu departamento</option>
            {DEPARTAMENTOS.map((departamento) => (
              <option key={departamento} value={departamento}>
                {departamento}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Celular"
            type="tel"
            inputMode="numeric"
            hint="8 dígitos; empieza con 6 o 7."
            autoComplete="tel-national"
            maxLength={8}
            required
            {...bind('celular')}
          />
          <TextField label="Colegio o universidad (opcional)" autoComplete="organization" maxLength={150} {...bind('institucion')} />
        </Fields>
        <Consent>
          <input
            type="checkbox"
            name="consentimiento"
            defaultChecked={result?.fields?.consentimiento === 'on'}
            aria-invalid={consentError ? true : undefined}
            aria-describedby={consentError ? 'consentimiento-error' : undefined}
            onChange={change('consentimiento')}
          />
          {AFILIACION_MSG.consentimientoLabel}
        </Consent>
        {consentError && <ConsentError id="consentimiento-error">{consentError}</ConsentError>}
        <Button type="submit" disabled={pending}>
          {pending ? 'Enviando...' : 'Solicitar afiliación'}
        </Button>
      </ActionForm>
    </Card>
  );
}

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 16rem), 1fr));
  column-gap: 1rem;
`;

const Consent = styled.label`
  display: flex;
  align-items: flex-start;
  gap: 0.5rem;
  margin-bottom: 0.5rem;
  line-height: 1.4;
  input { width: 1.1rem; height: 1.1rem; margin-top: 0.1rem; flex-shrink: 0; }
`;

const ConsentError = styled.p`
  margin: 0 0 0.75rem;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.85rem;
`;
