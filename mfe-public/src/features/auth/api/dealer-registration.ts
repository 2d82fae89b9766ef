import { normaliseDealerPhone, normaliseWebsite, type RegisterDealerBody } from 'shared-contracts';

export interface DealerSignUpValues {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  dealershipName: string;
  termsAgreement: boolean;
  phoneNumber: string;
  state: string;
  zipCode: string;
  website: string;
  address: string;
  city: string;
}

/** Every query parameter but user_type (utm_*, campaign ...), as the `campaign` object. */
export function campaignFromQuery(query: URLSearchParams): Record<string, string> | undefined {
  const campaign: Record<string, string> = {};
  query.forEach((value, key) => {
    if (key === 'user_type' || !key) return;
    campaign[key.slice(0, 40)] = value.slice(0, 200);
  });
  return Object.keys(campaign).length ? campaign : undefined;
}

/**
 * Body of POST /api/auth/register-dealer: phone sent as given when it starts with +, else
 * prefixed with +91-; website cut at '?'; the other query parameters go in `campaign`.
 */
export function dealerRegistrationBody(values: DealerSignUpValues, query: URLSearchParams): RegisterDealerBody {
  const website = values.website.trim() ? normaliseWebsite(values.website) : '';
  const campaign = campaignFromQuery(query);
  return {
    email: values.email.trim().toLowerCase(),
    password: values.password,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    dealershipName: values.dealershipName.trim(),
    termsAgreement: true,
    phoneNumber: normaliseDealerPhone(values.phoneNumber),
    state: values.state.trim(),
    zipCode: values.zipCode.trim(),
    ...(website ? { website } : {}),
    address: values.address.trim(),
    city: values.city.trim(),
    ...(campaign ? { campaign } : {}),
  };
}
