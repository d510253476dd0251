import { useRef, useState } from 'react';
import { QRCodeSVG } from 'qrcode.react';
import styled, { createGlobalStyle } from 'styled-components';
import { AFILIACION_MSG, SITE_NAME, type AfiliacionMia, type User } from '@plataforma/contracts';
import { MemberPhoto } from '../../lib/MemberPhoto';
import { Alert, Badge, Button, formatDateLong, mediaUrl } from '@plataforma/shared-ui';

/** 'Ana María Quispe' → 'AQ': the card's face when the member has no photo. */
export const iniciales = (nombre: string) =>
  nombre
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((parte) => parte[0]!.toUpperCase())
    .filter((_, i, todas) => i === 0 || i === todas.length - 1)
    .join('');

/** The absolute URL a scan opens: a phone camera knows no "current site". */
export const verificacionUrl = (codigo: string) => `${window.location.origin}/verificar/${codigo}`;

/** Saves the card as a PNG, drawn from the page's own markup (html-to-image, loaded on the click). */
async function descargar(node: HTMLElement, numero: string) {
  const { toPng } = await import('html-to-image');
  const link = document.createElement('a');
  link.href = await toPng(node, { pixelRatio: 2 });
  link.download = `carnet-${numero}.png`;
  link.click();
}

/**
 * The approved member's digital card: photo or initials, name, number, department, since
 * when, and a QR of its verification page. 'Descargar carnet' saves it as an image; printing the page
 * prints the card alone, on one page.
 */
export default function Carnet({ user, afiliacion }: { user: User; afiliacion: AfiliacionMia }) {
  const card = useRef<HTMLDivElement>(null);
  const [downloading, setDownloading] = useState(false);
  const [failed, setFailed] = useState(false);
  const numero = afiliacion.numero ?? '';
  const url = verificacionUrl(afiliacion.codigo ?? '');

  const download = async () => {
    setDownloading(true);
    setFailed(false);
    try {
      await descargar(card.current!, numero);
    } catch {
      setFailed(true);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <>
      <PrintCardOnly />
      <Card ref={card} data-carnet="" role="group" aria-label="Carnet de afiliado">
        <Header>
          <strong>{SITE_NAME}</strong>
          <span>Carnet de afiliado</span>
        </Header>
        <Body>
          {user.imagen ? <MemberPhoto src={mediaUrl(user.imagen)} alt={user.nombre} /> : <Initials aria-hidden="true">{iniciales(user.nombre)}</Initials>}
          <Data>
            <Name>{user.nombre}</Name>
            <dl>
              <dt>N.º de afiliado</dt>
              <dd>{numero}</dd>
              <dt>Departamento</dt>
              <dd>{afiliacion.departamento}</dd>
            </dl>
            <p>Afiliado desde {formatDateLong(afiliacion.aprobadaEn)}</p>
            <Badge tone="success">{AFILIACION_MSG.vigente}</Badge>
          </Data>
        </Body>
        <Verify>
          <QRCodeSVG value={url} size={136} marginSize={2} role="img" aria-label="Código QR para verificar la afiliación" />
          <small>Escanea el código para verificar esta afiliación.</small>
        </Verify>
      </Card>
      <Actions>
        <Button onClick={() => void download()} disabled={downloading}>
          {downloading ? 'Preparando...' : 'Descargar carnet'}
        </Button>
        <Button variant="secondary" onClick={() => window.print()}>
          Imprimir
        </Button>
      </Actions>
      {failed && <Alert variant="error">No se pudo descargar el carnet. Intenta nuevamente.</Alert>}
    </>
  );
}

// Printing /afiliate prints the card alone: everything neither holding it nor inside it is left out.
const PrintCardOnly = createGlobalStyle`
  @media print {
    body *:not(:has([data-carnet])):not([data-carnet]):not([data-carnet] *) { display: none !important; }
    [data-carnet] { margin: 0 auto; box-shadow: none; break-inside: avoid; }
  }
`;

const Card = styled.div`
  width: 100%;
  max-width: 26rem;
  margin: 0 0 1rem;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  print-color-adjust: exact;
  -webkit-print-color-adjust: exact;
`;

const Header = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: 0.5rem;
  padding: 0.75rem 1rem;
  color: #fff;
  background: ${({ theme }) => theme.colors.primaryDark};
  span { font-size: 0.85rem; opacity: 0.9; }
`;

const Body = styled.div`
  display: flex;
  gap: 1rem;
  padding: 1rem;
`;

const Initials = styled.div`
  display: grid;
  flex-shrink: 0;
  place-items: center;
  width: 6rem;
  height: 6rem;
  font-size: 2rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primaryDark};
  background: ${({ theme }) => theme.colors.primaryLight};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Data = styled.div`
  min-width: 0;
  dl { display: grid; grid-template-columns: auto 1fr; gap: 0.15rem 0.5rem; margin: 0.5rem 0; font-size: 0.9rem; }
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; font-weight: 600; }
  p { margin: 0 0 0.5rem; font-size: 0.9rem; }
`;

const Name = styled.p`
  && { margin: 0; font-size: 1.15rem; font-weight: 700; overflow-wrap: anywhere; }
`;

const Verify = styled.div`
  display: flex;
  align-items: center;
  gap: 1rem;
  padding: 0 1rem 1rem;
  small { color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-bottom: 1rem;
`;
