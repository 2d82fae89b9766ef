import { adminDashboardResponseSchema } from '../responses/admin';
import { defineEndpoint } from './define';

export const adminEndpoints = {
  dashboard: defineEndpoint({
    method: 'GET', path: '/api/admin/dashboard', status: 200, response: adminDashboardResponseSchema,
    tag: 'admin', summary: 'Site-wide counts for the admin dashboard', access: ['admin'],
  }),
};
