export { PersonChip, PersonFaces, type ChipPerson } from './person-chip';
