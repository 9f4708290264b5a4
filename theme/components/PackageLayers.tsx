/**
 * The Introduction's diagram of how the packages fit together: four layers, from the app down to the tooling, as an
 * inline SVG that takes the page's colours (both themes) and carries its own text alternative (`<title>` and
 * `<desc>`, read out as one image). On narrow screens it scrolls sideways in its frame rather than shrinking its
 * text below reading size; while it does, the frame joins the tab order and fades its cut edge, as tables do.
 */
import { useFocusableWhenScrollable } from '../mdx/scrollable';
import { useText } from '../../lib/runtime/useText';
import './package-layers.css';

interface Layer {
  name: string;
  scope?: string;
  lines: string[];
}

/** The facts of the diagram (the same as the table below it on the page). */
const APP = 'Your app: a browser UI in any framework, Node scripts, Vitest suites';
const LAYERS: Layer[] = [
  { name: 'Build time', lines: ['unplugin → pact-transformer (Rust)', '.pact → JS module + .d.ts; starts the local network,', 'deploys contracts on save, injects network settings'] },
  { name: 'Runtime', scope: 'browser and Node', lines: ['transaction → chainweb-client → Chainweb / Pact HTTP', 'wallet-adapters, wallet-ui, dev-wallet → wallet-core,', 'signers, crypto'] },
  { name: 'Tooling', scope: 'Node only', lines: ['pact-toolbox CLI → config, network (docker, prelude),', 'runtime, test, script, kda'] },
];

const WIDTH = 680;
const ROW = 22;
const PAD = 14;
const LABEL_X = 20;
const TEXT_X = 190;

export default function PackageLayers() {
  const text = useText();
  const [ref, tabIndex] = useFocusableWhenScrollable<HTMLDivElement>('self');
  let y = 0;
  const appHeight = PAD * 2 + ROW;
  const bands = LAYERS.map((layer) => {
    const height = PAD * 2 + ROW * Math.max(layer.lines.length, layer.scope ? 2 : 1);
    const band = { layer, y: appHeight + 8 + y, height };
    y += height + 8;
    return band;
  });
  const total = appHeight + 8 + y;
  const description = [APP, ...LAYERS.map((l) => `${l.name}${l.scope ? ` (${l.scope})` : ''}: ${l.lines.join(' ')}`)].join('. ');
  return (
    <div className="pt-layers" ref={ref} tabIndex={tabIndex} role="group" aria-label={text('ptPackageLayers')}>
      <svg viewBox={`0 0 ${WIDTH} ${total}`} width={WIDTH} height={total} role="img" aria-labelledby="pt-layers-title pt-layers-desc">
        <title id="pt-layers-title">How the Pact Toolbox packages fit together, in four layers</title>
        <desc id="pt-layers-desc">{description.replace(/→/g, 'uses')}</desc>
        <rect className="pt-layers__app" x="1" y="1" width={WIDTH - 2} height={appHeight - 2} rx="8" />
        <text className="pt-layers__name" x={LABEL_X} y={PAD + 16}>
          {APP}
        </text>
        {bands.map(({ layer, y: top, height }) => (
          <g key={layer.name}>
            <rect className="pt-layers__band" x="1" y={top} width={WIDTH - 2} height={height} rx="8" />
            <text className="pt-layers__name" x={LABEL_X} y={top + PAD + 16}>
              {layer.name}
            </text>
            {layer.scope && (
              <text className="pt-layers__scope" x={LABEL_X} y={top + PAD + 16 + ROW}>
                {layer.scope}
              </text>
            )}
            {layer.lines.map((line, i) => (
              <text key={line} className="pt-layers__line" x={TEXT_X} y={top + PAD + 16 + i * ROW}>
                {line}
              </text>
            ))}
          </g>
        ))}
      </svg>
    </div>
  );
}
