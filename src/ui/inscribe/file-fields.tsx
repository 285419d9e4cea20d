import { useCallback, useId, useState, type DragEvent } from 'react';
import { selectFiles } from '../../domain/inscribe/file-selection';
import { itemBytes, type InscribeItem, type Problem } from '../../domain/inscribe/inscribe-items';
import { formatMessage } from '../../domain/messages';
import type { Network } from '../../domain/network';
import * as css from '../components/kit.css';
import { button } from '../theme/ui.css';
import { FilePreview } from './file-preview';
import { readChosenFiles } from '../../services/files/chosen-files';
import * as formCss from './inscribe.css';
import { formatAmount } from '../../domain/amount-text';

const say = (p: Problem) => formatMessage(p.key, p.params as Record<string, string>);

/**
 * The files chosen so far for the Files mode, with the words for those refused last time: `add` reads and checks
 * the files dropped or chosen (the good ones are added after those already chosen), `remove` takes one out.
 */
export function useChosenFiles(network: Network) {
  const [files, setFiles] = useState<readonly InscribeItem[]>([]);
  const [problems, setProblems] = useState<readonly string[]>([]);
  const add = useCallback(
    (list: FileList | null) => {
      if (!list || list.length === 0) return;
      void readChosenFiles(list).then((chosen) => {
        const { added, refused } = selectFiles(chosen, files.length, network);
        setProblems(refused.map((r) => `${r.name}: ${say(r.problem)}`));
        setFiles((f) => [...f, ...added]);
      });
    },
    [files.length, network],
  );
  const remove = (index: number) => setFiles((f) => f.filter((_, j) => j !== index));
  return { files, problems, add, remove };
}

/** The Files mode's field: files dropped or chosen, those refused and why, and each chosen file to preview or remove. */
export function FilesField({
  files,
  onAdd,
  onRemove,
  problems,
  network,
}: {
  files: readonly InscribeItem[];
  onAdd: (files: FileList | null) => void;
  onRemove: (index: number) => void;
  problems: readonly string[];
  network: Network;
}) {
  const id = useId();
  const [over, setOver] = useState(false);
  const [previewed, setPreviewed] = useState<number | null>(null);
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    onAdd(e.dataTransfer.files);
  };
  return (
    <>
      <div
        className={formCss.drop}
        data-over={over || undefined}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        data-testid="file-drop"
      >
        <p>Drop files here, or</p>
        <input
          id={id}
          type="file"
          multiple
          className={formCss.fileInput}
          onChange={(e) => {
            onAdd(e.target.files);
            e.target.value = '';
          }}
          data-testid="file-input"
        />
        <label htmlFor={id} className={button.default}>
          Choose files
        </label>
        <p className={css.reason}>
          Images, text, HTML, JSON, audio and video, up to {network === 'mainnet' ? '400,000' : '60,000'} characters each as inscribed. Text files must be
          UTF-8.
        </p>
      </div>
      {problems.length > 0 ? (
        <div className={css.warning} role="alert" data-testid="file-problem">
          {problems.length === 1 ? 'This file was not added:' : `These ${problems.length} files were not added:`}
          <ul className={css.breakAnywhere} style={{ margin: '4px 0 0', paddingLeft: 20 }}>
            {problems.map((p, i) => (
              <li key={i}>{p}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {files.length ? (
        <ul className={css.choiceList} aria-label="Files to inscribe" data-testid="file-list">
          {files.map((f, i) => (
            <li key={`${f.filename}-${i}`} className={formCss.fileRow}>
              <span className={css.rowMain}>{f.filename}</span>
              <span className={css.reason}>
                {f.contentType.split(';')[0]}, {formatAmount(itemBytes(f))} bytes
              </span>
              <span>
                <button
                  type="button"
                  className={button.ghost}
                  onClick={() => setPreviewed((p) => (p === i ? null : i))}
                  aria-expanded={previewed === i}
                  aria-label={`Preview ${f.filename}`}
                >
                  Preview
                </button>
                <button
                  type="button"
                  className={button.ghost}
                  onClick={() => {
                    setPreviewed(null);
                    onRemove(i);
                  }}
                  aria-label={`Remove ${f.filename}`}
                >
                  Remove
                </button>
              </span>
              {previewed === i ? (
                <div style={{ gridColumn: '1 / -1' }}>
                  <FilePreview item={f} />
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
