/** Global UI component: the type popups of checked samples (hover.ts). Renders nothing. */
import { useEffect } from 'react';
import { installTypePopups } from './hover';

export default function TypePopups() {
  useEffect(() => installTypePopups(document), []);
  return null;
}
