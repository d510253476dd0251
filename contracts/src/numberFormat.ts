import { DATE_LOCALE } from './constants';

/**
 * Numbers as a reader in Bolivia writes them (es-BO: decimal comma): the pages and the API's exports
 * alike. The formatters are built on first use and kept (building one is costly).
 */
const formatters = new Map<number, Intl.NumberFormat>();

function formatterFor(decimals: number): Intl.NumberFormat {
  let formatter = formatters.get(decimals);
  if (!formatter) {
    formatter = new Intl.NumberFormat(DATE_LOCALE, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    formatters.set(decimals, formatter);
  }
  return formatter;
}

/** 33.333 → '33,3' (one decimal unless told); 12345 → '12.345'. */
export const formatDecimal = (value: number, decimals = 1): string => formatterFor(decimals).format(value);

/** '1 voto', '0 votos', '6 votos'. */
export const formatVotos = (count: number): string => `${formatDecimal(count, 0)} ${count === 1 ? 'voto' : 'votos'}`;

/** 33.3 → '33,3 %', the sign after a no-break space (it never wraps alone onto the next line). */
export const formatPercent = (value: number): string => `${formatDecimal(value)}\u00a0%`;
