import type { ComponentProps } from 'react';
import box from './search-box.module.css';

/**
 * The input of a search box (docs/web-ui-kit.md#searchinput): a search field the phone's keyboard
 * submits (« Rechercher » key), without the browser's suggestions; drawn as the kit's search box
 * input unless the screen passes its own class.
 */
export function SearchInput({ className = box.input, ...rest }: ComponentProps<'input'>) {
  return <input className={className} type="search" inputMode="search" enterKeyHint="search" autoComplete="off" {...rest} />;
}
