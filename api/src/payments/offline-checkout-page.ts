const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const euros = (cents: number) =>
  new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' }).format(cents / 100);

/**
 * The offline provider's checkout page: what is paid and two buttons. It stands in
 * for a bank's or Mollie's page, so it looks like none of the portal's screens.
 */
export function offlineCheckoutPage(checkout: {
  id: string;
  amountCents: number;
  description: string;
  status: string;
}): string {
  const open = checkout.status === 'open';
  return `<!doctype html>
<html lang="nl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Testbetaling ${escape(euros(checkout.amountCents))}</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f3f4f6; margin: 0; }
  main { max-width: 420px; margin: 10vh auto; background: white; border-radius: 12px;
         padding: 32px; box-shadow: 0 4px 24px rgba(0,0,0,.08); }
  .amount { font-size: 32px; font-weight: 700; margin: 8px 0 4px; }
  .note { color: #6b7280; font-size: 14px; }
  form { display: flex; gap: 12px; margin-top: 24px; }
  button { flex: 1; padding: 12px; border-radius: 8px; border: 0; font-size: 16px; cursor: pointer; }
  .pay { background: #16a34a; color: white; }
  .cancel { background: #e5e7eb; }
</style>
</head>
<body>
<main>
  <div class="note">Testbetaling (offline betaalprovider)</div>
  <div class="amount">${escape(euros(checkout.amountCents))}</div>
  <div>${escape(checkout.description)}</div>
  ${
    open
      ? `<form method="post" action="/checkout/offline/${escape(checkout.id)}">
    <button class="pay" name="action" value="pay" type="submit">Betalen</button>
    <button class="cancel" name="action" value="cancel" type="submit">Annuleren</button>
  </form>`
      : `<p class="note">Deze betaling is al afgehandeld.</p>`
  }
  <p class="note">Er gaat geen geld over: deze pagina vervangt een echte betaalprovider zolang er geen is ingesteld.</p>
</main>
</body>
</html>`;
}
