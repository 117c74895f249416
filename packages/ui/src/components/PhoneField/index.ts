export { PhoneField, PHONE_DIGITS, formatPhone, type PhoneFieldProps } from './PhoneField';
