export { RadioGroup, type RadioGroupProps, type RadioOption } from './RadioGroup';
export { radioGroupOrientations } from './RadioGroup.css';
