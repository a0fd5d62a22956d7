// Preact with htm's tagged templates: components without a JSX compile step or a framework plugin.
import htm from "htm";
import { h } from "preact";

export const html = htm.bind(h);
