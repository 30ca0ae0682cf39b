import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import './search-box.css';

/** A search field that reports its text after a short pause in typing (server searches). */
export function SearchBox({
  label,
  placeholder,
  onSearch,
  delayMs = 300,
}: {
  label: string;
  placeholder?: string;
  onSearch: (q: string) => void;
  delayMs?: number;
}) {
  const [text, setText] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => onSearch(text.trim()), delayMs);
    return () => clearTimeout(timer);
  }, [text, delayMs, onSearch]);
  return (
    <div className="ui-search">
      <Search size={16} aria-hidden="true" className="ui-search-icon" />
      <input
        className="ui-input"
        type="search"
        aria-label={label}
        placeholder={placeholder}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
    </div>
  );
}
