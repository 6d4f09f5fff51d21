import { z } from 'zod';
import { validationMessages as m } from './messages';

export const Uuid = z.string().uuid(m.uuidFormat);
/** Thai mobile number: 10 digits starting 06, 08 or 09. */
export const ThaiMobile = z.string().regex(/^0[689]\d{8}$/, m.phoneFormat);
export const Username = z.string().regex(/^[A-Za-z0-9]{4,16}$/, m.usernameFormat);
/** Login accepts a username or a Thai mobile number in one field. */
export const UsernameOrPhone = z.string({ required_error: m.usernameOrPhone }).trim().min(1, m.usernameOrPhone).max(32, m.usernameOrPhone);
export const Password = z.string({ required_error: m.passwordRequired }).min(6, m.passwordLength).max(32, m.passwordLength);
/** Thai bank account numbers are 10 digits, 12 for GSB, BAAC and GHB savings accounts. */
export const BankAccountNumber = z.string().regex(/^\d{10,12}$/, m.bankIdFormat);
export const AffiliateCode = z.string().regex(/^[A-Za-z0-9]{4,20}$/, m.afCodeFormat);

export const PathUuid = z.object({ uuid: Uuid });
export const PathUsername = z.object({ username: Username });
