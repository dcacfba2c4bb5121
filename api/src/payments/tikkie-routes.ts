import { z } from 'zod';
import type { AreaPlugin } from '../shared/area-plugin';
import { errorResponses } from '../shared/responses';
import { requireViewer } from '../shared/session-guard';
import { checkoutSchema, startDeposit } from './deposit-start';
import { tikkieProvider } from './tikkie-provider';

/**
 * A deposit paid by Tikkie (`company/{id}/prepaid/tikkie`): the same rules
 * as any deposit (the four amounts; an open deposit, of whichever provider, is
 * answered again with its own amount), through the Tikkie provider.
 */
export const tikkieRoutes: AreaPlugin = async (app, { db }) => {
  const tikkie = tikkieProvider(db);

  app.post(
    '/company/:id/prepaid/tikkie',
    {
      schema: {
        tags: ['payments'],
        summary:
          'A deposit by Tikkie: 250, 500, 1000 or 2500 euro; answers the Tikkie checkout. With an open deposit, that one is answered (its amount, its provider)',
        params: z.object({ id: z.string() }),
        body: z.object({ amount: z.number().int().describe('in euros') }),
        response: { 200: checkoutSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      startDeposit(db, tikkie, requireViewer(request), request.params.id, {
        amount: request.body.amount,
        label: 'Tikkie',
      }),
  );
};
