// User row -> the contract's PublicUser (never the password hash or the token version).
import type { PublicUser, Role } from 'shared-contracts';
import { permissionsFor } from './permissions';
import type { UserRow } from './repository';

export function toPublicUser(user: UserRow, dealer?: { id: string; status: string } | null): PublicUser {
  const role = user.role as Role;
  const permissions = permissionsFor(role, user.permissions);
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role,
    phone: user.phone,
    profileImage: user.profileImage,
    isEmailVerified: user.isEmailVerified,
    ...(permissions ? { permissions } : {}),
    ...(role === 'dealer' && dealer ? { dealerId: dealer.id, dealerStatus: dealer.status } : {}),
  };
}
