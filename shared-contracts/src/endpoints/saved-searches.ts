import {
  savedSearchesResponseSchema,
  savedSearchIdParamsSchema,
  savedSearchResponseSchema,
  savedSearchRunResponseSchema,
  saveSearchBodySchema,
  unsubscribeBodySchema,
  unsubscribeResponseSchema,
  updateSavedSearchBodySchema,
} from '../saved-searches';
import { messageResponseSchema } from '../responses/common';
import { defineEndpoint } from './define';

const tag = 'saved-searches';
const consumer = { access: ['user'] } as const;

export const savedSearchesEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/saved-searches',
    status: 200,
    response: savedSearchesResponseSchema,
    tag,
    summary: "The signed-in consumer's saved searches, newest first (at most 20)",
    ...consumer,
  }),
  save: defineEndpoint({
    method: 'POST',
    path: '/api/saved-searches',
    body: saveSearchBodySchema,
    status: 201,
    response: savedSearchResponseSchema,
    tag,
    summary:
      'Save a /listings search (its URL query, normalised; named from its filters); the same search again answers 200 with the one kept',
    description:
      "A bad filter value answers 400 with the search's message; a consumer with 20 saved searches gets 409.",
    ...consumer,
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/api/saved-searches/:id',
    params: savedSearchIdParamsSchema,
    body: updateSavedSearchBodySchema,
    status: 200,
    response: savedSearchResponseSchema,
    tag,
    summary: "Turn the daily mail of one of the consumer's saved searches on or off",
    ...consumer,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/saved-searches/:id',
    params: savedSearchIdParamsSchema,
    status: 200,
    response: messageResponseSchema,
    tag,
    summary: "Delete one of the consumer's saved searches (another consumer's answers 404)",
    ...consumer,
  }),
  unsubscribe: defineEndpoint({
    method: 'POST',
    path: '/api/saved-searches/unsubscribe',
    body: unsubscribeBodySchema,
    status: 200,
    response: unsubscribeResponseSchema,
    tag,
    summary:
      "A mailed unsubscribe link (signed token, no sign-in): turns off that search's mail, or every saved-search and price-drop mail",
    description: 'A token that does not verify answers 400. Idempotent.',
    access: 'public',
  }),
  run: defineEndpoint({
    method: 'POST',
    path: '/api/saved-searches/run',
    status: 200,
    response: savedSearchRunResponseSchema,
    tag,
    summary:
      'Run the daily saved-search job now (it also runs on a timer): new matches and price drops, one mail per consumer per UTC day',
    access: ['admin'],
  }),
};
