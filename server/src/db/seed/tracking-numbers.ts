/**
 * Demo tracking numbers with real check digits, so the web's carrier recognition (ts-tracking-number) knows them:
 * UPU S10 (postal: two letters, eight digits, a check digit, the country), UPS 1Z and FedEx Express (12 digits).
 * tracking-numbers.test.ts holds them against the library.
 */

/** UPU S10 check digit of eight digits: weights 8 6 4 2 3 5 9 7; 11 − sum mod 11, 10 → 0, 11 → 5. */
export function s10CheckDigit(serial: string): number {
  const weights = [8, 6, 4, 2, 3, 5, 9, 7];
  const sum = [...serial].reduce((total, d, i) => total + Number(d) * weights[i], 0);
  const check = 11 - (sum % 11);
  return check === 10 ? 0 : check === 11 ? 5 : check;
}

export const s10 = (service: string, serial: number, country: string): string => {
  const digits = String(serial % 100_000_000).padStart(8, '0');
  return `${service}${digits}${s10CheckDigit(digits)}${country}`;
};

/** UPS: letters count as (code − 63) mod 10; odd positions once, even ones twice; 10 − sum mod 10. */
export function upsCheckDigit(body: string): number {
  const sum = [...body].reduce((total, ch, i) => {
    const value = /\d/.test(ch) ? Number(ch) : (ch.charCodeAt(0) - 63) % 10;
    return total + (i % 2 === 1 ? value * 2 : value);
  }, 0);
  return (10 - (sum % 10)) % 10;
}

export const ups = (shipper: string, service: string, serial: number): string => {
  const body = `${shipper}${service}${String(serial % 10_000_000).padStart(7, '0')}`;
  return `1Z${body}${upsCheckDigit(body)}`;
};

/** FedEx Express 12 digits: eleven digits weighted 1 3 7 from the right, sum mod 11 (10 → 0). */
export function fedexCheckDigit(serial: string): number {
  const weights = [1, 3, 7];
  const sum = [...serial].reverse().reduce((total, d, i) => total + Number(d) * weights[i % 3], 0);
  return (sum % 11) % 10;
}

export const fedex = (serial: number): string => {
  const digits = String(serial % 100_000_000_000).padStart(11, '0');
  return `${digits}${fedexCheckDigit(digits)}`;
};
