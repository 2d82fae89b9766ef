import { useSearchParams } from 'react-router-dom';
import { ConsumerSignUp } from './consumer-sign-up';
import { DealerSignUp } from './dealer-sign-up';

/** /register: consumer sign-up, or the dealership sign-up when user_type=dealer. */
export function RegisterPage() {
  const [params] = useSearchParams();
  return params.get('user_type') === 'dealer' ? <DealerSignUp /> : <ConsumerSignUp />;
}
