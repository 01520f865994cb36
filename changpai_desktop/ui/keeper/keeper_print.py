"""The sheet exported: CSV (written through ``storage.sheets``) and the printable page through Qt's own printing
support — a PDF file (QPrinter) or a printer chosen in QPrintDialog — in the window's language."""

from __future__ import annotations

from PySide6.QtGui import QPageLayout, QPageSize, QTextDocument
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import QFileDialog, QWidget

from ...services.score_keeper import Sheet
from ...services.sheet_export import csv_text, html_page
from ...storage.sheets import write_export


def page_document(sheet: Sheet, lang: str) -> QTextDocument:
    doc = QTextDocument()
    doc.setHtml(html_page(sheet, lang))
    return doc


def _printer() -> QPrinter:
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setPageLayout(QPageLayout(QPageSize(QPageSize.PageSizeId.A4), QPageLayout.Orientation.Landscape,
                                      printer.pageLayout().margins()))
    return printer


def write_pdf(sheet: Sheet, lang: str, path: str) -> None:
    """The printable page as a PDF file at ``path``."""
    printer = _printer()
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(path)
    page_document(sheet, lang).print_(printer)


def write_csv(sheet: Sheet, lang: str, path: str) -> None:
    write_export(path, csv_text(sheet, lang))


def ask_path(parent: QWidget, caption: str, name: str, pattern: str) -> str | None:
    path, _ = QFileDialog.getSaveFileName(parent, caption, name, pattern)
    return path or None


def print_sheet(parent: QWidget, sheet: Sheet, lang: str) -> bool:
    """Ask for a printer (QPrintDialog) and print the page; False when cancelled."""
    printer = _printer()
    dialog = QPrintDialog(printer, parent)
    if dialog.exec() != QPrintDialog.DialogCode.Accepted:
        return False
    page_document(sheet, lang).print_(printer)
    return True
