import { useState, type ChangeEvent, type FormEvent } from 'react';
import styled from 'styled-components';
import { AFILIACION_MSG, afiliacionInputSchema, DEPARTAMENTOS, hoyEnBolivia, type AfiliacionMia } from '@plataforma/contracts';
import type { useAction } from '@plataforma/shared-auth';
import { Alert, Button, Card, SelectField, TextField } from '@plataforma/shared-ui';
import { solicitarAfiliacion } from './api';

type Campo = 'ci' | 'fechaNacimiento' | 'departamento' | 'celular' | 'institucion';
type Errores = Partial<Record<Campo | 'consentimiento', string>>;

const vacio = (anterior: AfiliacionMia | null): Record<Campo, string> => ({
  ci: anterior?.ci ?? '',
  fechaNacimiento: anterior?.fechaNacimiento ?? '',
  departamento: anterior?.departamento ?? '',
  celular: anterior?.celular ?? '',
  institucion: anterior?.institucion ?? '',
});

/**
 * 'Solicitar afiliación' (#21 §1), checked on each field with the API's own rule
 * (`afiliacionInputSchema`). A member whose request was turned down finds it filled in, to correct it.
 */
export function SolicitudForm({ anterior, action }: { anterior: AfiliacionMia | null; action: ReturnType<typeof useAction> }) {
  const [campos, setCampos] = useState(() => vacio(anterior));
  const [consentimiento, setConsentimiento] = useState(false);
  const [errores, setErrores] = useState<Errores>({});
  const { run, pending, error } = action;

  const bind = (name: Campo) => ({
    name,
    value: campos[name],
    error: errores[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
      setCampos((current) => ({ ...current, [name]: event.target.value }));
      setErrores(({ [name]: _fixed, ...rest }) => rest);
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = afiliacionInputSchema.safeParse({ ...campos, consentimiento });
    if (!parsed.success) {
      const found: Errores = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as keyof Errores] ??= issue.message;
      setErrores(found);
      return;
    }
    setErrores({});
    await run(() => solicitarAfiliacion(parsed.data), 'No se pudo enviar la solicitud. Intenta nuevamente.');
  };

  return (
    <Card as="section" aria-labelledby="solicitud-titulo">
      <h2 id="solicitud-titulo">Solicitar afiliación</h2>
      <form onSubmit={submit} noValidate aria-busy={pending}>
        {error && <Alert variant="error">{error}</Alert>}
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
            checked={consentimiento}
            aria-invalid={errores.consentimiento ? true : undefined}
            aria-describedby={errores.consentimiento ? 'consentimiento-error' : undefined}
            onChange={(event) => {
              setConsentimiento(event.target.checked);
              setErrores(({ consentimiento: _fixed, ...rest }) => rest);
            }}
          />
          {AFILIACION_MSG.consentimientoLabel}
        </Consent>
        {errores.consentimiento && <ConsentError id="consentimiento-error">{errores.consentimiento}</ConsentError>}
        <Button type="submit" disabled={pending}>
          {pending ? 'Enviando...' : 'Solicitar afiliación'}
        </Button>
      </form>
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
