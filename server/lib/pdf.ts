import PDFDocument from 'pdfkit';

/**
 * A letter-size PDF with the few building blocks the desk's documents need: headings, label/value
 * lines, tables and paragraphs, breaking pages where needed. Standard fonts only, so no font files.
 */
const MARGIN = 50;
const INK = '#111827';
const MUTED = '#6b7280';
const RULE = '#d1d5db';

export type PdfWriter = ReturnType<typeof pdfWriter>;

export function pdfWriter(info: { title: string; subject?: string }) {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    info: { Title: info.title, Subject: info.subject, Producer: 'TreadDesk' },
    bufferPages: true,
  });
  const width = doc.page.width - MARGIN * 2;

  const ensureSpace = (height: number) => {
    if (doc.y + height > doc.page.height - MARGIN) doc.addPage();
  };

  const writer = {
    doc,
    width,
    ensureSpace,
    title(text: string, subtitle?: string) {
      doc.font('Helvetica-Bold').fontSize(18).fillColor(INK).text(text);
      if (subtitle) doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(subtitle);
      doc.moveDown(0.8);
      return writer;
    },
    heading(text: string) {
      ensureSpace(60);
      doc.moveDown(0.6);
      doc.font('Helvetica-Bold').fontSize(12).fillColor(INK).text(text);
      const y = doc.y + 2;
      doc
        .moveTo(MARGIN, y)
        .lineTo(MARGIN + width, y)
        .strokeColor(RULE)
        .lineWidth(0.5)
        .stroke();
      doc.moveDown(0.5);
      return writer;
    },
    /** Label and value pairs in two columns. */
    fields(pairs: [string, string | number | null | undefined][]) {
      const shown = pairs.filter(([, value]) => value !== null && value !== undefined && value !== '');
      for (const [label, value] of shown) {
        ensureSpace(16);
        const y = doc.y;
        doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(label, MARGIN, y, { width: 150 });
        doc
          .font('Helvetica')
          .fontSize(10)
          .fillColor(INK)
          .text(String(value), MARGIN + 160, y, { width: width - 160 });
        doc.x = MARGIN;
        doc.moveDown(0.2);
      }
      return writer;
    },
    paragraph(text: string, options: { muted?: boolean; size?: number } = {}) {
      ensureSpace(20);
      doc
        .font('Helvetica')
        .fontSize(options.size ?? 10)
        .fillColor(options.muted ? MUTED : INK)
        .text(text, MARGIN, doc.y, { width });
      doc.moveDown(0.4);
      return writer;
    },
    /** A table whose columns share the width by the given fractions; numbers align right. */
    table(
      columns: { label: string; share: number; align?: 'left' | 'right' }[],
      rows: (string | number)[][],
    ) {
      const total = columns.reduce((sum, column) => sum + column.share, 0);
      const widths = columns.map((column) => (column.share / total) * width);
      const lineHeight = () => doc.currentLineHeight(true);
      // Most cells fit on one line: measured by their width and set without the line wrapper, the
      // slow part of a long table (a dealer statement of thousands of claims).
      const fits = (text: string, index: number) =>
        !text.includes('\n') && doc.widthOfString(text) <= widths[index]! - 4;
      const cellHeight = (text: string, index: number) =>
        fits(text, index) ? lineHeight() : doc.heightOfString(text, { width: widths[index]! - 4 });
      const line = (cells: (string | number)[], bold: boolean) => {
        doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
        const texts = cells.map(String);
        // The whole row on one page: a cell that wrapped past the bottom would start a page of its own.
        const height = Math.max(...texts.map(cellHeight));
        ensureSpace(height + 6);
        const y = doc.y;
        let x = MARGIN;
        let bottom = y;
        doc.fillColor(bold ? MUTED : INK);
        texts.forEach((text, index) => {
          const cellWidth = widths[index]! - 4;
          const align = columns[index]!.align ?? 'left';
          if (fits(text, index)) {
            const left = align === 'right' ? x + 2 + cellWidth - doc.widthOfString(text) : x + 2;
            doc.text(text, left, y, { lineBreak: false });
            bottom = Math.max(bottom, y + lineHeight());
          } else {
            doc.text(text, x + 2, y, { width: cellWidth, align });
            bottom = Math.max(bottom, doc.y);
          }
          x += widths[index]!;
        });
        doc.y = bottom + 3;
        doc.x = MARGIN;
        doc
          .moveTo(MARGIN, doc.y - 1)
          .lineTo(MARGIN + width, doc.y - 1)
          .strokeColor(RULE)
          .lineWidth(0.3)
          .stroke();
      };
      line(
        columns.map((column) => column.label),
        true,
      );
      for (const row of rows) line(row, false);
      doc.moveDown(0.4);
      return writer;
    },
    /** Page numbers in the footer, then the end of the document. */
    end(footer: string) {
      const range = doc.bufferedPageRange();
      for (let index = 0; index < range.count; index += 1) {
        doc.switchToPage(range.start + index);
        // Text below the bottom margin would otherwise start a new page.
        doc.page.margins.bottom = 0;
        doc
          .font('Helvetica')
          .fontSize(8)
          .fillColor(MUTED)
          .text(`${footer} · Page ${index + 1} of ${range.count}`, MARGIN, doc.page.height - MARGIN + 15, {
            width,
            align: 'center',
            lineBreak: false,
          });
      }
      doc.end();
      return doc;
    },
  };
  return writer;
}
