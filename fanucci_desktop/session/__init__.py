"""The table's game without pygame: seats, the fair-undo book and the
:class:`~.table_session.TableSession` that runs a match at a table."""

from .seats import Seat
from .table_session import Step, TableSession

__all__ = ["Seat", "Step", "TableSession"]
