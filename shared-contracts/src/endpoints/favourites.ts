import {
  favouriteAlertsBodySchema,
  favouriteAlertsResponseSchema,
  favouriteIdsResponseSchema,
  favouriteParamsSchema,
  favouritesPageResponseSchema,
  favouritesQuerySchema,
  favouriteStateResponseSchema,
} from '../favourites';
import { defineEndpoint } from './define';

const tag = 'favourites';
const consumer = { access: ['user'] } as const;

export const favouritesEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/favourites',
    query: favouritesQuerySchema,
    status: 200,
    response: favouritesPageResponseSchema,
    tag,
    summary:
      "The signed-in consumer's favourites, newest saved first, each with its deal's card and whether it is still public",
    ...consumer,
  }),
  ids: defineEndpoint({
    method: 'GET',
    path: '/api/favourites/ids',
    status: 200,
    response: favouriteIdsResponseSchema,
    tag,
    summary: "The listing ids of the consumer's favourites (the hearts on cards)",
    ...consumer,
  }),
  alerts: defineEndpoint({
    method: 'GET',
    path: '/api/favourites/alerts',
    status: 200,
    response: favouriteAlertsResponseSchema,
    tag,
    summary: 'Whether the daily mail tells the consumer about price drops on their favourites',
    ...consumer,
  }),
  setAlerts: defineEndpoint({
    method: 'PUT',
    path: '/api/favourites/alerts',
    body: favouriteAlertsBodySchema,
    status: 200,
    response: favouriteAlertsResponseSchema,
    tag,
    summary: 'Turn the price-drop mails on favourites on or off',
    ...consumer,
  }),
  add: defineEndpoint({
    method: 'PUT',
    path: '/api/favourites/:listingId',
    params: favouriteParamsSchema,
    status: 200,
    response: favouriteStateResponseSchema,
    tag,
    summary: 'Keep a public deal as a favourite (idempotent); a listing that is not public answers 404',
    ...consumer,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/favourites/:listingId',
    params: favouriteParamsSchema,
    status: 200,
    response: favouriteStateResponseSchema,
    tag,
    summary: 'Remove a favourite (idempotent: removing one that is not kept answers 200 too)',
    ...consumer,
  }),
};
